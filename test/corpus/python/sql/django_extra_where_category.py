# corpus: CWE-89 vulnerable — the URL parameter of the view is put into an extra(where=...) clause.
from django.shortcuts import render

from catalog.models import Product


def category_products(request, category_slug):
    condition = f"catalog_category.slug = '{category_slug}'"
    products = (
        Product.objects.select_related("category")
        .extra(tables=["catalog_category"], where=[condition])
        .order_by("name")
    )
    return render(request, "catalog/list.html", {"products": products})
