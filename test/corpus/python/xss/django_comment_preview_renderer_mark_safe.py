# corpus: CWE-79 vulnerable — CommentRenderer turns *emphasis* and links into tags with re.sub and marks the result safe without escaping the posted comment first.
import re

from django.contrib.auth.mixins import LoginRequiredMixin
from django.shortcuts import render
from django.utils.safestring import mark_safe
from django.views import View

EMPHASIS = re.compile(r"\*([^*\n]+)\*")
LINK = re.compile(r"\[([^\]]+)\]\((https?://[^)\s]+)\)")


class CommentRenderer:
    def _inline(self, text):
        text = EMPHASIS.sub(r"<em>\1</em>", text)
        return LINK.sub(r'<a href="\2" rel="nofollow">\1</a>', text)

    def render(self, text):
        paragraphs = [p.strip() for p in text.split("\n\n") if p.strip()]
        body = "".join(f"<p>{self._inline(p)}</p>" for p in paragraphs)
        return mark_safe(body)


class CommentPreviewView(LoginRequiredMixin, View):
    template_name = "forum/comment_preview.html"
    renderer = CommentRenderer()

    def post(self, request, thread_id):
        text = request.POST.get("body", "")
        context = {
            "thread_id": thread_id,
            "preview": self.renderer.render(text),
            "raw": text,
        }
        return render(request, self.template_name, context)
