// corpus: CWE-98 vulnerable — the widget name from the query string is passed to a renderer that includes views/<name>.php.
<?php

use Symfony\Component\HttpFoundation\Request;
use Symfony\Component\HttpFoundation\Response;
use Symfony\Component\Routing\Attribute\Route;

final class WidgetRenderer
{
    public function __construct(private string $viewDir)
    {
    }

    public function render(string $name, array $vars): string
    {
        extract($vars, EXTR_SKIP);
        ob_start();
        include $this->viewDir . '/' . $name . '.php';
        return (string) ob_get_clean();
    }
}

final class DashboardWidgetController
{
    #[Route('/dashboard/widget')]
    public function __invoke(Request $request): Response
    {
        $renderer = new WidgetRenderer(__DIR__ . '/../../templates/widgets');
        $html = $renderer->render($request->query->get('w', 'sales'), ['user' => $request->getUser()]);
        return new Response($html);
    }
}
