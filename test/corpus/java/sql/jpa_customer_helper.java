// corpus: CWE-89 vulnerable — a private helper splices the surname parameter into JPQL that EntityManager.createQuery runs.
package com.acme.crm;

import java.util.List;
import javax.persistence.EntityManager;
import javax.persistence.PersistenceContext;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class CustomerFinderController {
    @PersistenceContext
    private EntityManager em;

    @GetMapping("/customers")
    public List<?> bySurname(@RequestParam("surname") String surname) {
        String jpql = buildFilter(surname);
        return em.createQuery(jpql).setMaxResults(50).getResultList();
    }

    private String buildFilter(String surname) {
        return "SELECT c FROM Customer c WHERE lower(c.surname) LIKE '" + surname.toLowerCase() + "%'";
    }
}
