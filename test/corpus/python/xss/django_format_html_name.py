# corpus: CWE-79 safe — format_html escapes the GET value before inserting it into the markup.
from django.http import HttpResponse
from django.utils.html import format_html


def team_banner(request):
    team = request.GET.get("team", "everyone")
    banner = format_html("<div class='banner'>Good luck, {}!</div>", team)
    return HttpResponse(banner)
