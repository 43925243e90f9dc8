// corpus: CWE-601 safe — the requested target is only accepted if it equals one of a few route names, and redirectToRoute builds the URL.
<?php

use Symfony\Bundle\FrameworkBundle\Controller\AbstractController;
use Symfony\Component\HttpFoundation\RedirectResponse;
use Symfony\Component\HttpFoundation\Request;
use Symfony\Component\Routing\Attribute\Route;

final class PostLoginTarget
{
    private const ROUTES = ['dashboard', 'timesheets_index', 'payslips_index', 'profile_edit'];

    public static function routeFor(?string $requested, bool $isManager): string
    {
        if ($requested !== null && in_array($requested, self::ROUTES, true)) {
            return $requested;
        }
        return $isManager ? 'timesheets_index' : 'dashboard';
    }
}

final class PostLoginController extends AbstractController
{
    #[Route('/after-login', name: 'after_login')]
    public function __invoke(Request $request): RedirectResponse
    {
        $this->denyAccessUnlessGranted('IS_AUTHENTICATED_FULLY');

        $route = PostLoginTarget::routeFor(
            $request->query->get('target'),
            $this->isGranted('ROLE_MANAGER')
        );

        return $this->redirectToRoute($route);
    }
}
