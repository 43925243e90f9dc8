# corpus: CWE-918 safe — IntegrationClient only calls the endpoint from request.data after its parsed hostname is found in the configured allow-list and the scheme is https.
from urllib.parse import urlparse

import requests
from django.conf import settings
from rest_framework import status
from rest_framework.permissions import IsAuthenticated
from rest_framework.response import Response
from rest_framework.views import APIView


class EndpointRejected(Exception):
    pass


class IntegrationClient:
    def __init__(self, allowed_hosts):
        self.allowed_hosts = frozenset(h.lower() for h in allowed_hosts)

    def _check(self, endpoint):
        parsed = urlparse(endpoint)
        if parsed.scheme != "https":
            raise EndpointRejected("https is required")
        if (parsed.hostname or "").lower() not in self.allowed_hosts:
            raise EndpointRejected("host is not an approved integration")

    def verify(self, endpoint, api_key):
        self._check(endpoint)
        response = requests.get(
            endpoint,
            headers={"Authorization": f"Bearer {api_key}"},
            timeout=6,
            allow_redirects=False,
        )
        return response.status_code == 200


class IntegrationVerifyView(APIView):
    permission_classes = [IsAuthenticated]
    client = IntegrationClient(settings.INTEGRATION_ALLOWED_HOSTS)

    def post(self, request):
        endpoint = request.data.get("endpoint", "")
        api_key = request.data.get("api_key", "")
        try:
            ok = self.client.verify(endpoint, api_key)
        except EndpointRejected as exc:
            return Response({"detail": str(exc)}, status=status.HTTP_400_BAD_REQUEST)
        return Response({"verified": ok})
