// corpus: CWE-89 vulnerable — the custom Spring Data fragment binds the category id but splices the "q" search term into the JPQL LIKE clause passed to EntityManager.createQuery.
package com.acme.shop.catalog;

import com.acme.shop.catalog.model.Product;
import java.math.BigDecimal;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import javax.persistence.EntityManager;
import javax.persistence.PersistenceContext;
import javax.persistence.TypedQuery;
import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.jpa.repository.Query;
import org.springframework.data.repository.query.Param;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

record ProductFilter(Long categoryId, String nameContains, BigDecimal maxPrice) {}

interface ProductSearchFragment {
    List<Product> search(ProductFilter filter);
}

interface ProductRepository extends JpaRepository<Product, Long>, ProductSearchFragment {
    @Query("SELECT p FROM Product p WHERE p.sku = :sku")
    Optional<Product> findBySku(@Param("sku") String sku);
}

class ProductSearchFragmentImpl implements ProductSearchFragment {
    @PersistenceContext
    private EntityManager em;

    @Override
    public List<Product> search(ProductFilter filter) {
        StringBuilder jpql = new StringBuilder("SELECT p FROM Product p WHERE p.category.id = :categoryId");
        if (filter.nameContains() != null && !filter.nameContains().isBlank()) {
            jpql.append(" AND lower(p.name) LIKE '%")
                .append(filter.nameContains().toLowerCase(Locale.ROOT))
                .append("%'");
        }
        if (filter.maxPrice() != null) {
            jpql.append(" AND p.price <= :maxPrice");
        }
        jpql.append(" ORDER BY p.name");
        TypedQuery<Product> query = em.createQuery(jpql.toString(), Product.class)
                .setParameter("categoryId", filter.categoryId());
        if (filter.maxPrice() != null) {
            query.setParameter("maxPrice", filter.maxPrice());
        }
        return query.setMaxResults(100).getResultList();
    }
}

@RestController
class ProductCatalogController {
    private final ProductRepository products;

    ProductCatalogController(ProductRepository products) {
        this.products = products;
    }

    @GetMapping("/categories/{categoryId}/products")
    public List<Product> byCategory(@PathVariable Long categoryId,
                                    @RequestParam(name = "q", required = false) String q,
                                    @RequestParam(required = false) BigDecimal maxPrice) {
        return products.search(new ProductFilter(categoryId, q, maxPrice));
    }

    @GetMapping("/products/by-sku/{sku}")
    public Optional<Product> bySku(@PathVariable String sku) {
        return products.findBySku(sku);
    }
}
