// corpus: CWE-89 vulnerable — the sort property from the query string is copied into a search-criteria object and appended to the JPQL ORDER BY clause of a Spring Data custom repository fragment.
package com.acme.shop.orders;

import jakarta.persistence.Entity;
import jakarta.persistence.EntityManager;
import jakarta.persistence.Id;
import jakarta.persistence.PersistenceContext;
import jakarta.persistence.TypedQuery;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.stereotype.Repository;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@Entity
class PurchaseOrder {
    @Id
    Long id;
    String customerEmail;
    String status;
    BigDecimal total;
    Instant placedAt;
}

class OrderSearchCriteria {
    private String status;
    private String sortBy = "placedAt";
    private boolean descending = true;
    private int limit = 50;

    String getStatus() { return status; }

    void setStatus(String status) { this.status = status; }

    String getSortBy() { return sortBy; }

    void setSortBy(String sortBy) { this.sortBy = sortBy; }

    boolean isDescending() { return descending; }

    void setDescending(boolean descending) { this.descending = descending; }

    int getLimit() { return limit; }

    void setLimit(int limit) { this.limit = Math.max(1, Math.min(limit, 200)); }
}

interface OrderSearchFragment {
    List<PurchaseOrder> search(OrderSearchCriteria criteria);
}

@Repository
class OrderSearchFragmentImpl implements OrderSearchFragment {
    @PersistenceContext
    private EntityManager em;

    @Override
    public List<PurchaseOrder> search(OrderSearchCriteria criteria) {
        StringBuilder jpql = new StringBuilder("select o from PurchaseOrder o where o.status = :status");
        jpql.append(" order by o.").append(criteria.getSortBy());
        jpql.append(criteria.isDescending() ? " desc" : " asc");
        TypedQuery<PurchaseOrder> query = em.createQuery(jpql.toString(), PurchaseOrder.class);
        query.setParameter("status", criteria.getStatus());
        query.setMaxResults(criteria.getLimit());
        return query.getResultList();
    }
}

interface PurchaseOrderRepository extends JpaRepository<PurchaseOrder, Long>, OrderSearchFragment {}

@Service
class OrderQueryService {
    private final PurchaseOrderRepository orders;

    OrderQueryService(PurchaseOrderRepository orders) {
        this.orders = orders;
    }

    @Transactional(readOnly = true)
    List<PurchaseOrder> find(OrderSearchCriteria criteria) {
        if (criteria.getStatus() == null) {
            criteria.setStatus("OPEN");
        }
        return orders.search(criteria);
    }
}

@RestController
class OrderSearchController {
    private final OrderQueryService service;

    OrderSearchController(OrderQueryService service) {
        this.service = service;
    }

    @GetMapping("/api/orders")
    List<PurchaseOrder> list(@RequestParam(defaultValue = "OPEN") String status,
                             @RequestParam(name = "sort", defaultValue = "placedAt") String sort,
                             @RequestParam(defaultValue = "desc") String direction,
                             @RequestParam(defaultValue = "50") int limit) {
        OrderSearchCriteria criteria = new OrderSearchCriteria();
        criteria.setStatus(status);
        criteria.setSortBy(sort);
        criteria.setDescending(!"asc".equalsIgnoreCase(direction));
        criteria.setLimit(limit);
        return service.find(criteria);
    }
}
