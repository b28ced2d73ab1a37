// A request path with a stray or malformed percent escape (/track/%ff) made Next's route matcher
// throw while decoding it, and Next answered a bare 500 before any route of ours ran. server.mjs
// passes every request's URL through here first. Plain JavaScript: server.mjs runs without a build.

/**
 * The URL with each percent escape of its path that is not valid UTF-8 written as a literal "%"
 * ("%ff" -> "%25ff"), so the path decodes to the text that was sent and each route judges it (a
 * page's not-found, the API's envelope). A well-formed URL is answered as it is.
 * @param {string} url the request's path and query, as Node's req.url
 * @returns {string}
 */
export function wellFormedUrl(url) {
  const queryAt = url.indexOf("?");
  const path = queryAt < 0 ? url : url.slice(0, queryAt);
  if (isDecodable(path)) return url;
  const fixed = path.replace(/(?:%[0-9A-Fa-f]{2})+|%/g, (run) => (isDecodable(run) ? run : run.replaceAll("%", "%25")));
  return queryAt < 0 ? fixed : fixed + url.slice(queryAt);
}

/** @param {string} text */
function isDecodable(text) {
  try {
    decodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
}
