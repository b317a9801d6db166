// Cards page: empty filters (and the default sort) stay out of the URL; on a phone the extra filters
// start folded unless one is in use (without JavaScript they stay open).
(function () {
  "use strict";

  document.addEventListener("htmx:configRequest", function (event) {
    if (!event.target.closest || !event.target.closest("form.card-filters")) return;
    var data = event.detail.formData;
    Array.from(data.entries()).forEach(function (entry) {
      if (entry[1] === "" || (entry[0] === "sort" && entry[1] === "set")) data.delete(entry[0]);
    });
  });

  var more = document.getElementById("card-filters-more");
  if (more && !more.querySelector(".cf-more-on") && window.matchMedia("(max-width: 560px)").matches) more.open = false;
})();
