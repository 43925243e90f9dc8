// corpus: CWE-79 safe — the echoed tracking code is sent as text/plain with nosniff, so the browser never parses it as HTML.
<?php

use Symfony\Component\HttpFoundation\Request;
use Symfony\Component\HttpFoundation\Response;
use Symfony\Component\Routing\Attribute\Route;

final class TrackingPingController
{
    #[Route('/tracking/ping', methods: ['GET'])]
    public function __invoke(Request $request): Response
    {
        $code = $request->query->get('code', '');

        return new Response('received ' . $code, Response::HTTP_OK, [
            'Content-Type' => 'text/plain; charset=UTF-8',
            'X-Content-Type-Options' => 'nosniff',
        ]);
    }
}
