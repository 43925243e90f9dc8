// corpus: CWE-502 vulnerable — the saved-filter cookie read from the Symfony request is unserialized with classes allowed.
<?php

use Symfony\Bundle\FrameworkBundle\Controller\AbstractController;
use Symfony\Component\HttpFoundation\Request;
use Symfony\Component\HttpFoundation\Response;
use Symfony\Component\Routing\Attribute\Route;

class LeadListController extends AbstractController
{
    #[Route('/crm/leads')]
    public function index(Request $request): Response
    {
        $filters = ['stage' => 'new', 'owner' => null];
        $saved = $request->cookies->get('lead_filters');
        if ($saved !== null) {
            $filters = array_merge($filters, (array) unserialize($saved, ['allowed_classes' => true]));
        }

        return $this->render('crm/leads.html.twig', ['filters' => $filters]);
    }
}
