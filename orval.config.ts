import { readFileSync } from 'node:fs';
import { defineConfig } from 'orval';
import { parse } from 'yaml';

/**
 * One config, one contract. orval reads the bundled contract (`npm run api:bundle` writes it from the multi-file
 * openapi/openapi.yaml; `npm run api:gen` bundles first). Operations marked `x-query: true` are reads and become
 * react-query queries (their body is part of the query key); every other operation is a mutation. One file per tag
 * (= area): src/api/gen/endpoints/<area>/<area>.ts and .msw.ts. No per-file header: src/api/gen/README.md says
 * once that everything here is generated.
 */
const CONTRACT = './openapi/bundled/openapi.yaml';
const doc = parse(readFileSync(CONTRACT, 'utf8')) as {
  paths: Record<string, Record<string, { operationId: string; 'x-query'?: boolean }>>;
};
const queryOperations = Object.values(doc.paths)
  .flatMap((item) => Object.values(item))
  .filter((op) => op['x-query'] === true)
  .map((op) => op.operationId)
  .sort();

export default defineConfig({
  merchant: {
    input: { target: CONTRACT },
    output: {
      mode: 'tags-split',
      target: './src/api/gen/endpoints',
      schemas: './src/api/gen/model',
      client: 'react-query',
      httpClient: 'axios',
      clean: true,
      mock: { type: 'msw', delay: false, useExamples: true },
      override: {
        header: false,
        mutator: { path: './src/api/http.ts', name: 'customInstance' },
        mock: { properties: { code: 1, msg: 'ok' } },
        query: { signal: true },
        operations: Object.fromEntries(
          queryOperations.map((id) => [id, { query: { useQuery: true, useMutation: false, signal: true } }]),
        ),
      },
    },
  },
});
