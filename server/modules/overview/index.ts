/** The overview area's public face: it reads the other areas' figures and offers nothing to them. */
export {};
