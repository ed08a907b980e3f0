import {
  type BodyInputOf,
  type Endpoint,
  type EndpointOf,
  endpointKey,
  endpointUrl,
  type PathValues,
  type ResponseOf,
  type Route,
} from "@shared/api/contract";
import { apiJson } from "@/lib/query-client";

type Call<E extends Endpoint> = {
  params?: PathValues;
  query?: Readonly<Record<string, string | number | boolean | undefined>>;
} & (E extends { body: object } ? { body: BodyInputOf<E> } : { body?: undefined });

/**
 * Calls a declared endpoint through its route (shared/api/routes.ts: method and path, typed by the contract; the
 * server validates): its method, its path with the parameters filled in, the body as JSON. A non-OK answer
 * throws like every other request (query-client.ts).
 */
export function callEndpoint<R extends Route>(
  route: R,
  call: Call<EndpointOf<R>>,
): Promise<ResponseOf<EndpointOf<R>>> {
  return apiJson<ResponseOf<EndpointOf<R>>>(route.method, endpointUrl(route, call.params, call.query), call.body);
}

/** The query key of a declared GET endpoint; the default loader turns it back into the URL. */
export function queryKeyOf(route: Route, params?: PathValues): readonly string[] {
  if (route.method !== "GET") throw new Error(`${route.path}: solo un GET tiene clave de consulta`);
  return endpointKey(route, params);
}
