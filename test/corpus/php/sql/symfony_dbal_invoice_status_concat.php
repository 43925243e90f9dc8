// corpus: CWE-89 vulnerable — the status query value is concatenated into the SQL passed to DBAL executeQuery without parameters.
<?php

use Doctrine\DBAL\Connection;
use Symfony\Bundle\FrameworkBundle\Controller\AbstractController;
use Symfony\Component\HttpFoundation\JsonResponse;
use Symfony\Component\HttpFoundation\Request;
use Symfony\Component\Routing\Attribute\Route;

class InvoiceListController extends AbstractController
{
    public function __construct(private Connection $connection)
    {
    }

    #[Route('/billing/invoices', methods: ['GET'])]
    public function list(Request $request): JsonResponse
    {
        $status = $request->query->get('status', 'open');

        $invoices = $this->connection->executeQuery(
            'SELECT id, number, customer_id, amount_due FROM invoice WHERE status = \'' . $status . '\' ORDER BY due_date'
        )->fetchAllAssociative();

        return $this->json($invoices);
    }
}
