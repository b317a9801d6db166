// Deck builder: copy buttons, "browse battlefields" shortcuts, clearing the import form once it
// worked, and a status line when a save fails.
(function () {
  "use strict";

  function status(text) {
    var box = document.getElementById("builder-status");
    if (!box) return;
    box.replaceChildren();
    var span = document.createElement("span");
    span.className = "status-msg is-error";
    span.textContent = text;
    box.appendChild(span);
  }

  function feedback(button, text) {
    var panel = button.closest(".export");
    var out = panel && panel.querySelector(".copy-feedback");
    if (out) out.textContent = text;
  }

  function selectText(field) {
    field.focus();
    field.select();
    if (field.setSelectionRange) field.setSelectionRange(0, field.value.length);
  }

  document.addEventListener("click", function (event) {
    var copy = event.target.closest("[data-copy]");
    if (copy) {
      var field = document.getElementById(copy.dataset.copy);
      if (!field) return;
      var done = function () { feedback(copy, "Copied to the clipboard."); };
      var fallback = function () {
        selectText(field);
        var copied = false;
        try { copied = document.execCommand("copy"); } catch (e) { copied = false; }
        feedback(copy, copied ? "Copied to the clipboard." : "Selected: press Ctrl+C (or ⌘C) to copy.");
      };
      if (navigator.clipboard && window.isSecureContext) {
        navigator.clipboard.writeText(field.value).then(done, fallback);
      } else {
        fallback();
      }
      return;
    }
    var browse = event.target.closest("[data-browse]");
    if (browse) {
      var select = document.getElementById("f-type");
      var form = document.getElementById("card-filters");
      if (!select || !form) return;
      select.value = browse.dataset.browse;
      form.requestSubmit();
      document.getElementById("browser-title").scrollIntoView({ behavior: "smooth", block: "start" });
      select.focus({ preventScroll: true });
    }
  });

  // A successful import empties its form.
  document.addEventListener("htmx:afterRequest", function (event) {
    var form = event.target.closest && event.target.closest(".import-form");
    if (form && event.detail.xhr && event.detail.xhr.status === 200) form.reset();
  });

  document.addEventListener("htmx:responseError", function (event) {
    var code = event.detail.xhr.status;
    if (code === 403) status("Not saved: only the deck's owner can change it.");
    else status("Not saved: the server answered " + code + ". Reload the page and try again.");
  });
  document.addEventListener("htmx:sendError", function () {
    status("Not saved: the server could not be reached. Check your connection and try again.");
  });
})();
