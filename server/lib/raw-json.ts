/**
 * A handler's answer that is already JSON text (the order list renders its rows ahead of time): the route puts it
 * into the envelope as it is instead of serializing an object.
 */
export class RawJson {
  constructor(readonly json: string) {}
}
