# corpus: CWE-79 vulnerable — the bio from the POST body is passed through mark_safe into the template context.
from django.shortcuts import render
from django.utils.safestring import mark_safe


def preview_bio(request):
    bio = request.POST.get("bio", "")
    context = {"bio_html": mark_safe(bio.strip())}
    return render(request, "accounts/preview_bio.html", context)
