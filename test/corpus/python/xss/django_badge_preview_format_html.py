# corpus: CWE-79 safe — BadgeRenderer builds the markup with format_html and format_html_join, which escape every value taken from the query string.
from django.contrib.auth.mixins import LoginRequiredMixin
from django.http import HttpResponse
from django.utils.html import format_html, format_html_join
from django.views import View

COLOURS = {"blue": "#1d4ed8", "green": "#15803d", "grey": "#4b5563"}


class BadgeRenderer:
    def __init__(self, colour):
        self.colour = COLOURS.get(colour, COLOURS["grey"])

    def _skills(self, skills):
        return format_html_join("", '<li class="skill">{}</li>', ((s,) for s in skills if s))

    def render(self, name, title, skills):
        return format_html(
            '<div class="badge" style="border-color: {}">'
            '<h2>{}</h2><p class="title">{}</p><ul>{}</ul></div>',
            self.colour,
            name,
            title,
            self._skills(skills),
        )


class BadgePreviewView(LoginRequiredMixin, View):
    def get(self, request):
        renderer = BadgeRenderer(request.GET.get("colour", "grey"))
        badge = renderer.render(
            request.GET.get("name", request.user.get_full_name()),
            request.GET.get("title", ""),
            request.GET.getlist("skill"),
        )
        page = format_html(
            "<!doctype html><html><head><title>Badge preview</title></head><body>{}</body></html>",
            badge,
        )
        return HttpResponse(page)
