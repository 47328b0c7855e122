/** The request's language: the query's, else the Language header's, upper-cased. */
export function requestLanguage(fromQuery: string | undefined, header: string | string[] | undefined) {
  if (fromQuery) return fromQuery;
  return typeof header === 'string' && /^[A-Za-z]{2}(-[A-Za-z]{2})?$/.test(header) ? header.toUpperCase() : 'EN';
}
