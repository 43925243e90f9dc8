// corpus: CWE-502 vulnerable — a service unserializes the "recent_items" cookie with no allowed_classes restriction, so a crafted cookie instantiates arbitrary classes.
<?php

namespace App\Service;

use Symfony\Bundle\FrameworkBundle\Controller\AbstractController;
use Symfony\Component\HttpFoundation\Request;
use Symfony\Component\HttpFoundation\Response;
use Symfony\Component\Routing\Annotation\Route;

final class RecentItemsTracker
{
    public const COOKIE = 'recent_items';

    public function read(Request $request): array
    {
        $raw = $request->cookies->get(self::COOKIE);
        if ($raw === null || $raw === '') {
            return [];
        }

        $items = unserialize(base64_decode($raw));

        return is_array($items) ? array_slice($items, 0, 10) : [];
    }
}

final class RecentItemsController extends AbstractController
{
    public function __construct(private RecentItemsTracker $tracker)
    {
    }

    #[Route('/account/recent', name: 'account_recent', methods: ['GET'])]
    public function index(Request $request): Response
    {
        return $this->render('account/recent.html.twig', [
            'items' => $this->tracker->read($request),
        ]);
    }
}
