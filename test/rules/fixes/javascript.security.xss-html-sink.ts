export function showName(target: HTMLElement, name: string): void {
  // ruleid: javascript.security.xss-html-sink@low
  target.textContent = `Hello ${name}`;
  // ok: javascript.security.xss-html-sink
  target.innerHTML = '';
  // ok: javascript.security.xss-html-sink
  target.textContent = `Hello ${name}`;
}

export function showCount(badge: HTMLElement, count: number): void {
  // ok: javascript.security.xss-html-sink
  badge.innerHTML = 42 as unknown as string;
  // A number carries no markup.
  // ok: javascript.security.xss-html-sink
  (badge.parentElement as HTMLElement).insertAdjacentHTML('afterbegin', `<i>${count}</i>`);
  // ruleid: javascript.security.xss-html-sink@low
  badge.insertAdjacentHTML('afterbegin', `<i>${badge.dataset.label}</i>`);
}
