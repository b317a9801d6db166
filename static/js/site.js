// Every page: small behaviours the templates ask for with data attributes (no inline handlers, for the CSP).
(function () {
  "use strict";

  // <select data-autosubmit>: choosing an option submits its form.
  document.addEventListener("change", function (event) {
    var field = event.target.closest && event.target.closest("[data-autosubmit]");
    if (field && field.form) field.form.submit();
  });

  // <input data-autoselect>: a click selects all of it (an invite link to copy).
  document.addEventListener("click", function (event) {
    var field = event.target.closest && event.target.closest("[data-autoselect]");
    if (field && field.select) field.select();
  });
})();
