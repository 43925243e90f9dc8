// behaviour: text written around values into innerHTML / insertAdjacentHTML becomes textContent / insertAdjacentText; ordinary names and counts render the same
// safe-fixes: javascript.security.xss-html-sink
function showGreeting(element) {
  const params = new URLSearchParams(location.search);
  const name = params.get('name');
  const unread = Number(params.get('unread'));
  element.innerHTML = 'Welcome back, ' + name + '! You have ' + unread + ' new messages.';
}

function addNote(element) {
  const note = new URLSearchParams(location.search).get('note');
  element.insertAdjacentHTML('beforeend', ` (note: ${note})`);
}

/**
 * A stand-in for a DOM element that does what a browser does: innerHTML parses markup (tags become elements,
 * entities are decoded), textContent and insertAdjacentText store the text as it is.
 */
class FakeElement {
  constructor() {
    this.nodes = [];
  }

  set innerHTML(html) {
    this.nodes = parse(String(html));
  }

  set textContent(text) {
    this.nodes = [{ text: String(text) }];
  }

  insertAdjacentHTML(position, html) {
    this.nodes.push(...parse(String(html)));
  }

  insertAdjacentText(position, text) {
    this.nodes.push({ text: String(text) });
  }

  render() {
    const text = this.nodes.map((node) => node.text ?? `<${node.tag}>`).join('');
    return `${text} [${this.nodes.filter((node) => node.tag).length} element(s)]`;
  }
}

function parse(html) {
  const entities = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
  return html.split(/(<[^>]*>)/).filter(Boolean).map((part) => (part.startsWith('<')
    ? { tag: part.slice(1, -1) }
    : { text: part.replace(/&(\w+);/g, (entity, name) => entities[name] ?? entity) }));
}

// Stand-in for the page's address: location.search is the query string a browser would give.
for (const search of ['?name=Ada%20Lovelace&unread=3&note=back%20on%20Monday', `?name=Grace&unread=0&note=${encodeURIComponent('tea > coffee')}`]) {
  globalThis.location = { search };
  const page = new FakeElement();
  showGreeting(page);
  addNote(page);
  process.stdout.write(`${page.render()}\n`);
}
