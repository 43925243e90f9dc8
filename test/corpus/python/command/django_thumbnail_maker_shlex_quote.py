# corpus: CWE-78 safe — ThumbnailMaker wraps the stored file paths and the geometry in shlex.quote before building the shell command line.
import shlex
import subprocess

from django.conf import settings
from django.contrib.auth.decorators import login_required
from django.core.files.storage import default_storage
from django.http import JsonResponse
from django.views.decorators.http import require_POST

SIZES = {"small": "160x160", "medium": "480x480", "large": "1024x1024"}


class ThumbnailMaker:
    def __init__(self, media_root):
        self.media_root = media_root

    def _shell_line(self, source, target, geometry):
        return "convert {} -auto-orient -thumbnail {} -strip {} && optipng -quiet {}".format(
            shlex.quote(source),
            shlex.quote(geometry),
            shlex.quote(target),
            shlex.quote(target),
        )

    def make(self, stored_name, size):
        geometry = SIZES.get(size, SIZES["medium"])
        source = f"{self.media_root}/{stored_name}"
        target = f"{self.media_root}/thumbs/{geometry}-{stored_name.replace('/', '_')}.png"
        done = subprocess.run(self._shell_line(source, target, geometry), shell=True, capture_output=True, timeout=60)
        return target if done.returncode == 0 else None


maker = ThumbnailMaker(settings.MEDIA_ROOT)


@login_required
@require_POST
def upload_photo(request):
    upload = request.FILES.get("photo")
    if upload is None:
        return JsonResponse({"error": "photo is required"}, status=400)
    stored_name = default_storage.save(f"photos/{request.user.pk}/{upload.name}", upload)
    thumb = maker.make(stored_name, request.POST.get("size", "medium"))
    if thumb is None:
        return JsonResponse({"error": "could not create thumbnail"}, status=422)
    return JsonResponse({"photo": default_storage.url(stored_name), "thumbnail": thumb})
