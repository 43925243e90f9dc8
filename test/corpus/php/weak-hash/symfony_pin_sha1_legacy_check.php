// corpus: CWE-328 vulnerable — the kiosk PIN is verified against a stored sha1 hash, trivially brute-forced offline.
<?php

use Doctrine\DBAL\Connection;
use Symfony\Component\HttpFoundation\JsonResponse;
use Symfony\Component\HttpFoundation\Request;
use Symfony\Component\Routing\Attribute\Route;

final class KioskPinController
{
    public function __construct(private Connection $db)
    {
    }

    #[Route('/kiosk/unlock', methods: ['POST'])]
    public function unlock(Request $request): JsonResponse
    {
        $badge = (string) $request->request->get('badge');
        $stored = $this->db->fetchOne('SELECT pin_hash FROM employees WHERE badge = ?', [$badge]);

        $ok = is_string($stored) && hash_equals($stored, sha1((string) $request->request->get('pin')));

        return new JsonResponse(['unlocked' => $ok], $ok ? 200 : 401);
    }
}
