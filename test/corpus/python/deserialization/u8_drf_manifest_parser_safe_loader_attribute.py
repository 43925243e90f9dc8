# corpus: CWE-502 safe — ManifestParser calls yaml.load with its loader class attribute, which is yaml.SafeLoader, so the uploaded YAML only builds plain scalars, lists and mappings.
import yaml
from rest_framework import status
from rest_framework.exceptions import ParseError
from rest_framework.parsers import BaseParser
from rest_framework.permissions import IsAuthenticated
from rest_framework.response import Response
from rest_framework.views import APIView


class ManifestParser(BaseParser):
    media_type = "application/x-yaml"
    loader = yaml.SafeLoader

    def parse(self, stream, media_type=None, parser_context=None):
        try:
            return yaml.load(stream.read().decode("utf-8"), Loader=self.loader)
        except (UnicodeDecodeError, yaml.YAMLError) as exc:
            raise ParseError(f"invalid manifest: {exc}")


class DeploymentManifestView(APIView):
    parser_classes = [ManifestParser]
    permission_classes = [IsAuthenticated]

    def post(self, request, app_slug):
        manifest = request.data
        if not isinstance(manifest, dict) or not isinstance(manifest.get("services"), dict):
            return Response({"detail": "manifest needs a services map"}, status=status.HTTP_400_BAD_REQUEST)
        services = sorted(manifest["services"])
        return Response({"app": app_slug, "services": services}, status=status.HTTP_202_ACCEPTED)
