// corpus: CWE-601 vulnerable — the return query value is read in one method and used by another to build a RedirectResponse.
<?php

use Symfony\Component\HttpFoundation\RedirectResponse;
use Symfony\Component\HttpFoundation\Request;
use Symfony\Component\Routing\Attribute\Route;

final class SsoCallbackController
{
    #[Route('/sso/callback')]
    public function callback(Request $request): RedirectResponse
    {
        $state = $request->query->get('state', '');
        $request->getSession()->set('sso_state_seen', $state);

        return $this->continueTo($request->query->get('return', '/'));
    }

    private function continueTo(string $target): RedirectResponse
    {
        return new RedirectResponse($target, 302);
    }
}
