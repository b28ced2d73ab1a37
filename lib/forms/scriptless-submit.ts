/**
 * A form sent before its handler is attached is stopped. A form sent by its script (onSubmit,
 * as the driver's pages and the office forms not yet posting to a server action are) has no
 * action or method; sent by the browser, it would load the page again with every field, a
 * password too, in the address (and so in the history and the server's logs). A form meant for
 * the browser to send has an action or a method (a server action's form, `method="get"`) and is
 * left alone. Inline in the document's head (with the CSP nonce), so it holds from the first paint.
 */
export const SCRIPTLESS_SUBMIT_SCRIPT =
  `(function(){document.addEventListener("submit",function(e){var f=e.target;` +
  `if(f instanceof HTMLFormElement&&!f.hasAttribute("action")&&!f.hasAttribute("method"))e.preventDefault()},true)})();`;
