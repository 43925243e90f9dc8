# Django views: the parameters after `request` come from the URL.
from django.http import HttpResponse
from django.template import Context, Engine, loader
from django.utils.html import escape

PAGES = Engine(libraries={})


def profile_page(request, username):
    # ruleid: python.security.xss-template
    return HttpResponse("<h1>" + escape(username) + "</h1>")


def profile_card(request, username):
    template = loader.get_template("card.html")
    # ok: python.security.xss-template
    return HttpResponse(template.render({"username": username}, request))


def folder_page(request, folder):
    page = PAGES.from_string("<h1>{{ folder }}</h1>")
    # ok: python.security.xss-template
    return HttpResponse(page.render(Context({"folder": folder})))


def banner(request, text="Welcome"):
    # ruleid: python.security.xss-template@low
    return HttpResponse("<div>" + escape(text) + "</div>")


def error_page(request, message):
    # ok: python.security.xss-template
    return HttpResponse("<p>" + message + "</p>")


def not_found(request, slug):
    return error_page(request, "Nothing at " + escape(slug))


def widget(request, kind, title):
    renderer = renderer_for(kind)(title)
    # ruleid: python.security.xss-template@medium
    return HttpResponse(renderer.heading())
