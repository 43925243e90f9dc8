// corpus: CWE-79 vulnerable — the helper only trims and shortens the name from the query string before it is written into an HTML Response.
<?php

namespace App\Controller;

use Symfony\Bundle\FrameworkBundle\Controller\AbstractController;
use Symfony\Component\HttpFoundation\Request;
use Symfony\Component\HttpFoundation\Response;
use Symfony\Component\Routing\Annotation\Route;

final class DisplayName
{
    public static function tidy(string $raw): string
    {
        $name = trim(preg_replace('/\s+/', ' ', $raw) ?? '');

        return mb_substr($name, 0, 80);
    }
}

final class UnsubscribeController extends AbstractController
{
    #[Route('/newsletter/unsubscribed', name: 'newsletter_unsubscribed', methods: ['GET'])]
    public function done(Request $request): Response
    {
        $name = DisplayName::tidy((string) $request->query->get('name', ''));
        $html = '<!doctype html><html><body>'
            . '<h1>Goodbye, ' . $name . '</h1>'
            . '<p>You will not receive further newsletters.</p>'
            . '</body></html>';

        return new Response($html, Response::HTTP_OK, ['Content-Type' => 'text/html; charset=UTF-8']);
    }
}
