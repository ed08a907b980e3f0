import {
  type BodyInputOf,
  type Endpoint,
  endpointKey,
  endpointUrl,
  type PathValues,
  type ResponseOf,
} from "@shared/api/contract";
import { apiJson } from "@/lib/query-client";

type Call<E extends Endpoint> = {
  params?: PathValues;
  query?: Readonly<Record<string, string | number | boolean | undefined>>;
} & (E extends { body: object } ? { body: BodyInputOf<E> } : { body?: undefined });

/**
 * Calls a declared endpoint (shared/api): its method, its path with the parameters filled in, the body as JSON.
 * A non-OK answer throws like every other request (query-client.ts).
 */
export function callEndpoint<E extends Endpoint>(endpoint: E, call: Call<E>): Promise<ResponseOf<E>> {
  return apiJson<ResponseOf<E>>(endpoint.method, endpointUrl(endpoint, call.params, call.query), call.body);
}

/** The query key of a declared GET endpoint; the default loader turns it back into the URL. */
export function queryKeyOf(endpoint: Endpoint, params?: PathValues): readonly string[] {
  if (endpoint.method !== "GET") throw new Error(`${endpoint.path}: solo un GET tiene clave de consulta`);
  return endpointKey(endpoint, params);
}
