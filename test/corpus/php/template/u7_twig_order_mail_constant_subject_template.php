// corpus: CWE-1336 safe — the only template compiled from a string is a class constant; the customer's name and note reach Twig as render variables of file templates with autoescaping on.
<?php

namespace App\Mail;

use Symfony\Component\HttpFoundation\Request;
use Symfony\Component\HttpFoundation\Response;
use Twig\Environment;
use Twig\Loader\FilesystemLoader;

final class OrderMailComposer
{
    private const SUBJECT = 'Order {{ number }} for {{ name }} is confirmed';

    public function __construct(private Environment $twig)
    {
    }

    public function subject(string $number, string $name): string
    {
        return $this->twig->createTemplate(self::SUBJECT)->render([
            'number' => $number,
            'name' => $name,
        ]);
    }

    public function body(array $order, string $note): string
    {
        return $this->twig->render('mail/order_confirmed.html.twig', [
            'order' => $order,
            'note' => $note,
        ]);
    }
}

$twig = new Environment(new FilesystemLoader(__DIR__ . '/../../templates'), [
    'autoescape' => 'html',
    'strict_variables' => true,
    'cache' => __DIR__ . '/../../var/twig',
]);
$composer = new OrderMailComposer($twig);

$request = Request::createFromGlobals();
$order = [
    'number' => preg_replace('/[^A-Z0-9-]/', '', (string) $request->query->get('order', '')),
    'lines' => [],
];
$name = (string) $request->query->get('name', 'customer');
$note = (string) $request->request->get('note', '');

$html = '<h1>' . htmlspecialchars($composer->subject($order['number'], $name), ENT_QUOTES, 'UTF-8') . '</h1>'
    . $composer->body($order, $note);

(new Response($html))->send();
