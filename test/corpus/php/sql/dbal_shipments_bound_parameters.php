// corpus: CWE-89 safe — the carrier and date go to DBAL executeQuery as bound parameters with explicit types.
<?php

use Doctrine\DBAL\Connection;
use Doctrine\DBAL\ParameterType;
use Symfony\Bundle\FrameworkBundle\Controller\AbstractController;
use Symfony\Component\HttpFoundation\JsonResponse;
use Symfony\Component\HttpFoundation\Request;
use Symfony\Component\Routing\Attribute\Route;

class ShipmentController extends AbstractController
{
    public function __construct(private Connection $connection)
    {
    }

    #[Route('/warehouse/shipments', name: 'shipments_list')]
    public function list(Request $request): JsonResponse
    {
        $carrier = $request->query->get('carrier', 'dhl');
        $since = $request->query->get('since', '1970-01-01');

        $rows = $this->connection->executeQuery(
            'SELECT id, tracking, carrier, shipped_on FROM shipment WHERE carrier = ? AND shipped_on >= ? ORDER BY shipped_on DESC',
            [$carrier, $since],
            [ParameterType::STRING, ParameterType::STRING]
        )->fetchAllAssociative();

        return $this->json($rows);
    }
}
