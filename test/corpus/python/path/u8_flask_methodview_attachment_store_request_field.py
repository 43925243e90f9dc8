# corpus: CWE-22 vulnerable — the file query parameter is kept on AttachmentRequest.name and joined onto the ticket folder by AttachmentStore.locate, so "../" walks out of the attachment root.
import os

from flask import Flask, abort, request, send_file
from flask.views import MethodView
from flask_login import current_user, login_required

app = Flask(__name__)
app.config["ATTACHMENT_ROOT"] = os.environ.get("ATTACHMENT_ROOT", "/var/lib/helpdesk/attachments")


class AttachmentRequest:
    def __init__(self, ticket_id: int, name: str):
        self.ticket_id = ticket_id
        self.name = name


class AttachmentStore:
    def __init__(self, root: str):
        self.root = root

    def folder(self, ticket_id: int) -> str:
        return os.path.join(self.root, f"{ticket_id:08d}")

    def locate(self, req: AttachmentRequest) -> str:
        path = os.path.join(self.folder(req.ticket_id), req.name)
        if not os.path.isfile(path):
            abort(404)
        return path


class TicketAttachmentView(MethodView):
    decorators = [login_required]

    def __init__(self, store: AttachmentStore):
        self.store = store

    def get(self, ticket_id: int):
        if not current_user.can_view_ticket(ticket_id):
            abort(403)
        req = AttachmentRequest(ticket_id, request.args.get("file", ""))
        return send_file(self.store.locate(req), as_attachment=True)


app.add_url_rule(
    "/tickets/<int:ticket_id>/attachment",
    view_func=TicketAttachmentView.as_view(
        "ticket_attachment", AttachmentStore(app.config["ATTACHMENT_ROOT"])
    ),
)
