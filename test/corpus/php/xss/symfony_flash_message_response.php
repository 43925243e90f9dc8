// corpus: CWE-79 vulnerable — the msg query value is concatenated into the body of a Symfony Response (text/html by default).
<?php

use Symfony\Component\HttpFoundation\Request;
use Symfony\Component\HttpFoundation\Response;
use Symfony\Component\Routing\Attribute\Route;

final class NoticeFormatter
{
    public static function box(string $message, string $level = 'info'): string
    {
        $level = in_array($level, ['info', 'warning', 'error'], true) ? $level : 'info';
        return sprintf('<div class="notice notice-%s">%s</div>', $level, $message);
    }
}

final class NoticeController
{
    #[Route('/notice')]
    public function show(Request $request): Response
    {
        $html = NoticeFormatter::box($request->query->get('msg', ''), $request->query->get('level', 'info'));
        return new Response('<!doctype html><body>' . $html . '</body>');
    }
}
