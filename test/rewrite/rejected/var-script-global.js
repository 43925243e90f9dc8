// rejected: a top-level var of a script (no import, export or require) is a global other scripts read; let is not
// keeps: var appConfig =
var appConfig = { theme: 'dark' };
function theme() {
  return appConfig.theme;
}
theme();
