import DOMPurify from 'dompurify';

function renderComment(container, comment) {
  // A bare value may be HTML the page means to render: textContent is a suggestion.
  // ruleid: javascript.security.xss-html-sink@low
  container.textContent = comment.body;
  // Text written around plain values: textContent shows the same (safe).
  // ruleid: javascript.security.xss-html-sink@low
  container.querySelector('.byline').textContent = 'Posted by ' + comment.author + ' on ' + comment.date;
  // ruleid: javascript.security.xss-html-sink@low
  document.write('<p>' + comment.author + '</p>');
  // ruleid: javascript.security.xss-html-sink@low
  container.insertAdjacentText('beforeend', comment.footer);
  // ruleid: javascript.security.xss-html-sink@low
  container.querySelector('.meta').outerHTML = `<span>${comment.date}</span>`;
  // ruleid: javascript.security.xss-html-sink@low
  container.innerHTML += `<p class="reply">${comment.reply}</p>`;
  // ok: javascript.security.xss-html-sink
  container.innerHTML = '<p>Loading…</p>';
  // ok: javascript.security.xss-html-sink
  container.textContent = comment.body;
  // ok: javascript.security.xss-html-sink
  container.innerHTML = DOMPurify.sanitize(comment.html);
  // ok: javascript.security.xss-html-sink
  container.insertAdjacentHTML('beforeend', '<hr>');
}

function renderBadge(badge, user) {
  // Markup in the value: reported, but textContent would show the tags, so no rewrite.
  // ruleid: javascript.security.xss-html-sink@low
  badge.innerHTML = '<b>' + user.name + '</b>';
  // ruleid: javascript.security.xss-html-sink@low
  badge.innerHTML = user.bioHtml;
}

export { renderComment, renderBadge };
