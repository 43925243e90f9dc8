<?php

use Illuminate\Support\Facades\Route;
use Symfony\Component\HttpFoundation\Request;
use Symfony\Component\HttpFoundation\Response;

Route::get('/hello/{name}', function (string $name) {
    // ruleid: php.security.xss
    return "<h1>Hello " . htmlspecialchars($name, ENT_QUOTES, 'UTF-8') . "</h1>";
});

Route::get('/bye/{name}', function (string $name) {
    // ok: php.security.xss
    return '<h1>Bye ' . e($name) . '</h1>';
});

final class PingController
{
    public function text(Request $request): Response
    {
        // ok: php.security.xss
        return new Response('pong ' . $request->query->get('code'), 200, ['Content-Type' => 'text/plain']);
    }

    public function html(Request $request): Response
    {
        // ruleid: php.security.xss
        return new Response('<p>pong ' . htmlspecialchars($request->query->get('code'), ENT_QUOTES, 'UTF-8') . '</p>');
    }
}
