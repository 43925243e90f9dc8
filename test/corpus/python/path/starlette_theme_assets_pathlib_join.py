# corpus: CWE-22 vulnerable — the theme and {asset:path} route parameters are appended to the themes folder with pathlib and read without any containment check.
from pathlib import Path

from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.responses import Response
from starlette.routing import Route

THEMES_ROOT = Path("/srv/site/themes")
CONTENT_TYPES = {
    ".css": "text/css",
    ".js": "application/javascript",
    ".svg": "image/svg+xml",
    ".png": "image/png",
}


class ThemeAssets:
    def __init__(self, root: Path, theme: str):
        self.folder = root / theme

    def load(self, asset: str):
        file_path = self.folder / asset
        if not file_path.is_file():
            raise HTTPException(status_code=404)
        media_type = CONTENT_TYPES.get(file_path.suffix, "application/octet-stream")
        return file_path.read_bytes(), media_type


async def theme_asset(request):
    assets = ThemeAssets(THEMES_ROOT, request.path_params["theme"])
    body, media_type = assets.load(request.path_params["asset"])
    return Response(body, media_type=media_type, headers={"Cache-Control": "public, max-age=3600"})


async def theme_list(request):
    names = sorted(p.name for p in THEMES_ROOT.iterdir() if p.is_dir())
    return Response("\n".join(names), media_type="text/plain")


app = Starlette(
    routes=[
        Route("/themes", theme_list),
        Route("/themes/{theme}/{asset:path}", theme_asset),
    ]
)
