// Loaded ahead of the app (index.html): a visitor may focus and leave a field of a prerendered
// form before the app is live, when nothing shows its message yet. Each control left is marked
// (a property, not an attribute, so hydration finds the markup it rendered), and the library's
// forms count it as visited once live (SchemaForm), as they would have had the app been running.
document.addEventListener(
  'focusout',
  function (event) {
    var control = event.target;
    if (control && control.form && control.name) control.leftBeforeHydration = true;
  },
  true,
);
