// Shared by the Chromium test pages. Tells the test where the page starts inside the window
// (Chromium draws its own frame when there is no window manager), in the title "peer ready
// <frame height> <frame width>", and selects the element <body data-select="ID"> names, so
// that dragging it drags a text selection.
const announce = () => { document.title = `peer ready ${window.outerHeight - window.innerHeight} ${window.outerWidth - window.innerWidth}`; };
window.addEventListener('load', announce);
window.addEventListener('resize', announce);
const range = document.createRange();
range.selectNodeContents(document.getElementById(document.body.dataset.select));
window.getSelection().removeAllRanges();
window.getSelection().addRange(range);
