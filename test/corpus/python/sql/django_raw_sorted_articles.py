# corpus: CWE-89 vulnerable — the sort column from GET is %-formatted into a raw() query.
from django.http import JsonResponse

from blog.models import Article


def article_list(request):
    sort_key = request.GET.get("sort", "published_at")
    query = "SELECT * FROM blog_article WHERE is_public = 1 ORDER BY %s" % sort_key
    articles = Article.objects.raw(query)
    payload = [{"id": a.id, "title": a.title} for a in articles]
    return JsonResponse({"articles": payload})
