// corpus: CWE-79 safe — every input interpolated into the HTML passed to response() is escaped with Laravel's e() helper first.
<?php

use App\Http\Controllers\Controller;
use Illuminate\Http\Request;

class BulletinController extends Controller
{
    public function preview(Request $request)
    {
        $title = e($request->input('title', 'Untitled'));
        $body = nl2br(e($request->input('body', '')));

        return response("<article><h2>{$title}</h2><div>{$body}</div></article>");
    }
}
