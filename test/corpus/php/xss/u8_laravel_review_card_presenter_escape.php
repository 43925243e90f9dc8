// corpus: CWE-79 safe — the presenter passes every user-supplied field through e() before assembling the HTML fragment that is returned.
<?php

namespace App\Reviews;

use App\Http\Controllers\Controller;
use Illuminate\Http\Request;
use Illuminate\Http\Response;

final class ReviewCardPresenter
{
    public function render(string $author, string $title, int $stars): string
    {
        $stars = max(1, min(5, $stars));

        return sprintf(
            '<article class="review"><h3>%s</h3><p class="by">by %s</p><span class="stars">%s</span></article>',
            e($title),
            e($author),
            str_repeat('★', $stars)
        );
    }
}

final class ReviewPreviewController extends Controller
{
    public function __construct(private ReviewCardPresenter $cards)
    {
    }

    public function preview(Request $request): Response
    {
        $html = $this->cards->render(
            (string) $request->input('author', 'Anonymous'),
            (string) $request->input('title', ''),
            (int) $request->input('stars', 5)
        );

        return response($html, 200)->header('Content-Type', 'text/html; charset=UTF-8');
    }
}
