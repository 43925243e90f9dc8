// corpus: CWE-79 vulnerable — notification titles received over the WebSocket are inserted with innerHTML by the toast renderer.
interface ServerNotification {
  kind: "info" | "warning" | "error";
  title: string;
  body: string;
  link?: string;
}

class ToastRenderer {
  constructor(private readonly container: HTMLElement, private readonly ttlMs = 6000) {}

  show(n: ServerNotification): void {
    const toast = document.createElement("div");
    toast.className = `toast toast--${n.kind}`;
    toast.innerHTML = `<strong class="toast__title">${n.title}</strong><p class="toast__body"></p>`;
    const bodyEl = toast.querySelector(".toast__body") as HTMLElement;
    bodyEl.textContent = n.body;
    this.container.appendChild(toast);
    window.setTimeout(() => toast.remove(), this.ttlMs);
  }
}

class NotificationChannel {
  private socket?: WebSocket;

  constructor(private readonly url: string, private readonly onNotification: (n: ServerNotification) => void) {}

  connect(): void {
    this.socket = new WebSocket(this.url);
    this.socket.addEventListener("message", (event: MessageEvent<string>) => {
      let parsed: ServerNotification;
      try {
        parsed = JSON.parse(event.data);
      } catch {
        return;
      }
      if (parsed && typeof parsed.title === "string") this.onNotification(parsed);
    });
    this.socket.addEventListener("close", () => window.setTimeout(() => this.connect(), 3000));
  }
}

const root = document.getElementById("toasts");
if (root) {
  const renderer = new ToastRenderer(root);
  const scheme = location.protocol === "https:" ? "wss" : "ws";
  new NotificationChannel(`${scheme}://${location.host}/ws/notifications`, (n) => renderer.show(n)).connect();
}
