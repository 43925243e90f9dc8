# corpus: CWE-22 vulnerable — the <path:filename> URL parameter is joined onto the ticket folder by AttachmentStore.open with no normalisation or containment check.
import mimetypes
import os

from django.conf import settings
from django.contrib.auth.mixins import LoginRequiredMixin
from django.http import FileResponse, Http404
from django.shortcuts import get_object_or_404
from django.urls import path
from django.views import View

from helpdesk.models import Ticket


class AttachmentStore:
    def __init__(self, root):
        self.root = root

    def folder_for(self, ticket):
        return os.path.join(self.root, "tickets", str(ticket.pk))

    def open(self, ticket, filename):
        full_path = os.path.join(self.folder_for(ticket), filename)
        if not os.path.isfile(full_path):
            raise Http404("attachment not found")
        return open(full_path, "rb")


store = AttachmentStore(settings.HELPDESK_ATTACHMENT_ROOT)


class TicketAttachmentView(LoginRequiredMixin, View):
    def get(self, request, pk, filename):
        ticket = get_object_or_404(Ticket, pk=pk, requester=request.user)
        handle = store.open(ticket, filename)
        content_type, _ = mimetypes.guess_type(filename)
        return FileResponse(
            handle,
            content_type=content_type or "application/octet-stream",
            as_attachment=True,
            filename=os.path.basename(filename),
        )


urlpatterns = [
    path(
        "tickets/<int:pk>/attachments/<path:filename>",
        TicketAttachmentView.as_view(),
        name="ticket-attachment",
    ),
]
