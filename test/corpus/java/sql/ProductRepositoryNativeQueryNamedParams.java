// corpus: CWE-89 safe — every request value reaches SQL as a bound parameter: :name placeholders, a SpEL :#{...} binding and setParameter in the custom fragment.
package com.acme.shop.catalog.search;

import com.acme.shop.catalog.model.Listing;
import java.math.BigDecimal;
import java.util.List;
import javax.persistence.EntityManager;
import javax.persistence.PersistenceContext;
import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.jpa.repository.Query;
import org.springframework.data.repository.query.Param;
import org.springframework.stereotype.Service;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.ModelAttribute;
import org.springframework.web.bind.annotation.RestController;

record CatalogFilter(String brand, String term, BigDecimal maxPrice) {}

interface ListingFragment {
    List<Listing> cheapest(CatalogFilter filter, int limit);
}

interface ListingRepository extends JpaRepository<Listing, Long>, ListingFragment {
    @Query(value = "SELECT * FROM listings l WHERE l.brand = :#{#filter.brand()}"
            + " AND lower(l.title) LIKE lower(concat('%', :#{#filter.term()}, '%'))",
            nativeQuery = true)
    List<Listing> search(@Param("filter") CatalogFilter filter);

    @Query(value = "SELECT * FROM listings WHERE brand = :brand AND price <= :maxPrice ORDER BY price", nativeQuery = true)
    List<Listing> underPrice(@Param("brand") String brand, @Param("maxPrice") BigDecimal maxPrice);
}

class ListingFragmentImpl implements ListingFragment {
    @PersistenceContext
    private EntityManager entityManager;

    @Override
    @SuppressWarnings("unchecked")
    public List<Listing> cheapest(CatalogFilter filter, int limit) {
        String sql = "SELECT * FROM listings WHERE brand = ?1 AND lower(title) LIKE ?2 ORDER BY price ASC";
        return entityManager.createNativeQuery(sql, Listing.class)
                .setParameter(1, filter.brand())
                .setParameter(2, "%" + filter.term().toLowerCase() + "%")
                .setMaxResults(limit)
                .getResultList();
    }
}

@Service
class CatalogSearchService {
    private final ListingRepository listings;

    CatalogSearchService(ListingRepository listings) {
        this.listings = listings;
    }

    List<Listing> find(CatalogFilter filter) {
        if (filter.maxPrice() != null) {
            return listings.underPrice(filter.brand(), filter.maxPrice());
        }
        if (filter.term() == null || filter.term().isBlank()) {
            return listings.cheapest(new CatalogFilter(filter.brand(), "", null), 20);
        }
        return listings.search(filter);
    }
}

@RestController
class CatalogSearchController {
    private final CatalogSearchService service;

    CatalogSearchController(CatalogSearchService service) {
        this.service = service;
    }

    @GetMapping("/catalog/search")
    public List<Listing> search(@ModelAttribute CatalogFilter filter) {
        return service.find(filter);
    }
}
