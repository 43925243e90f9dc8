# corpus: CWE-79 vulnerable — the URL parameter of the view is %-formatted into an HttpResponse body.
from django.http import HttpResponse


def public_profile(request, username):
    heading = "<h1>%s</h1>" % username
    html = "<html><body>" + heading + "<p>Member profile</p></body></html>"
    return HttpResponse(html)
