// corpus: CWE-79 vulnerable — the title input is interpolated into an HTML string returned with response(), which sends text/html.
<?php

use App\Http\Controllers\Controller;
use Illuminate\Http\Request;

class AnnouncementPreviewController extends Controller
{
    public function preview(Request $request)
    {
        $title = $request->input('title', 'Untitled');
        $audience = e($request->input('audience', 'all staff'));

        $html = "<div class=\"announcement\"><h2>{$title}</h2><small>For: {$audience}</small></div>";

        return response($html);
    }
}
