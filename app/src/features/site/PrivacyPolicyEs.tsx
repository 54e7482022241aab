/**
 * The privacy policy in Spanish: a legal document is translated whole, so it is kept as one, and
 * only a Spanish page loads it (PrivacyPolicyPage).
 */
export default function PrivacyPolicyEs({ siteName, email }: { siteName: string; email: string }) {
  return (
    <>
      <p>
        Esta Política de Privacidad describe nuestras políticas y procedimientos sobre la recogida,
        el uso y la comunicación de tu información cuando utilizas el Servicio, y te informa de tus
        derechos de privacidad y de cómo te protege la ley. Usamos tus datos personales para prestar
        y mejorar el Servicio. Al utilizar el Servicio, aceptas la recogida y el uso de la
        información conforme a esta Política de Privacidad.
      </p>

      <h2>Interpretación y definiciones</h2>
      <h3>Interpretación</h3>
      <p>
        Las palabras con la inicial en mayúscula tienen el significado definido a continuación. Las
        definiciones significan lo mismo tanto si aparecen en singular como en plural.
      </p>
      <h3>Definiciones</h3>
      <ul>
        <li>
          <strong>Cuenta</strong> es una cuenta única creada para que accedas a nuestro Servicio.
        </li>
        <li>
          <strong>Empresa</strong> (denominada &quot;la Empresa&quot;, &quot;nosotros&quot; o
          &quot;nuestro&quot;) se refiere a {siteName}.
        </li>
        <li>
          <strong>Cookies</strong> son pequeños archivos que un sitio web coloca en tu ordenador,
          dispositivo móvil o cualquier otro dispositivo y que contienen, entre otros usos, los
          detalles de tu historial de navegación en ese sitio web.
        </li>
        <li>
          <strong>Dispositivo</strong> es cualquier dispositivo que puede acceder al Servicio, como
          un ordenador, un teléfono móvil o una tableta.
        </li>
        <li>
          <strong>Datos personales</strong> es cualquier información relativa a una persona física
          identificada o identificable.
        </li>
        <li>
          <strong>Servicio</strong> se refiere al sitio web de {siteName} y a sus servicios de
          alquiler de vehículos.
        </li>
        <li>
          <strong>Proveedor de servicios</strong> es cualquier persona física o jurídica que trata
          los datos en nombre de la Empresa.
        </li>
        <li>
          <strong>Datos de uso</strong> son los datos recogidos automáticamente, generados por el
          uso del Servicio o por la propia infraestructura del Servicio.
        </li>
        <li>
          <strong>Tú</strong> es la persona que accede al Servicio o lo utiliza, o la empresa u otra
          entidad jurídica en cuyo nombre esa persona accede al Servicio o lo utiliza.
        </li>
      </ul>

      <h2>Recogida y uso de tus datos personales</h2>
      <h3>Tipos de datos recogidos</h3>
      <p>
        Mientras utilizas nuestro Servicio, podemos pedirte que nos facilites determinada
        información personal que puede usarse para contactarte o identificarte. Esta información
        puede incluir, entre otros datos:
      </p>
      <ul>
        <li>Dirección de correo electrónico</li>
        <li>Nombre y apellidos</li>
        <li>Dirección, estado, provincia, código postal, ciudad</li>
        <li>Datos de uso</li>
      </ul>
      <h3>Datos de uso</h3>
      <p>
        Los datos de uso se recogen automáticamente al utilizar el Servicio. Pueden incluir
        información como la dirección de protocolo de Internet de tu dispositivo (por ejemplo, la
        dirección IP), el tipo y la versión del navegador, las páginas de nuestro Servicio que
        visitas, la fecha y la hora de tu visita, el tiempo que pasas en esas páginas, los
        identificadores únicos del dispositivo y otros datos de diagnóstico.
      </p>
      <h3>Tecnologías de seguimiento y cookies</h3>
      <p>
        Usamos cookies y tecnologías de seguimiento similares para seguir la actividad en nuestro
        Servicio y almacenar determinada información. Usamos cookies de sesión y cookies
        persistentes para los fines que se indican a continuación:
      </p>
      <ul>
        <li>
          <strong>Cookies necesarias o esenciales</strong> (cookies de sesión, gestionadas por
          nosotros): son imprescindibles para prestarte los servicios disponibles en el sitio web y
          permitirte usar algunas de sus funciones. Ayudan a autenticar a los usuarios y a evitar el
          uso fraudulento de sus cuentas.
        </li>
        <li>
          <strong>Cookies de aceptación de la política de cookies</strong> (cookies persistentes,
          gestionadas por nosotros): identifican si los usuarios han aceptado el uso de cookies en
          el sitio web.
        </li>
        <li>
          <strong>Cookies de funcionalidad</strong> (cookies persistentes, gestionadas por
          nosotros): nos permiten recordar las elecciones que haces al usar el sitio web, como tus
          datos de inicio de sesión o tu idioma, para ofrecerte una experiencia más personal.
        </li>
      </ul>

      <h2>Uso de tus datos personales</h2>
      <p>La Empresa puede usar los datos personales para los siguientes fines:</p>
      <ul>
        <li>Prestar y mantener nuestro Servicio, incluido el seguimiento de su uso.</li>
        <li>Gestionar tu Cuenta y tu registro como usuario del Servicio.</li>
        <li>
          Ejecutar un contrato: la reserva, la recogida y la devolución de los vehículos que
          reservas.
        </li>
        <li>
          Contactarte por correo electrónico, llamada telefónica u otra comunicación electrónica
          sobre tus reservas y las novedades del Servicio.
        </li>
        <li>Gestionar tus solicitudes y los mensajes que nos envías.</li>
        <li>
          Otros fines, como el análisis de datos, la identificación de tendencias de uso y la mejora
          de nuestro Servicio.
        </li>
      </ul>

      <h2>Comunicación de tus datos personales</h2>
      <p>Podemos compartir tu información personal en las siguientes situaciones:</p>
      <ul>
        <li>
          <strong>Con proveedores de servicios:</strong> para supervisar y analizar el uso de
          nuestro Servicio y para contactarte.
        </li>
        <li>
          <strong>En operaciones empresariales:</strong> en relación con cualquier fusión, venta de
          activos de la Empresa, financiación o adquisición de la totalidad o parte de nuestro
          negocio.
        </li>
        <li>
          <strong>Con tu consentimiento:</strong> para cualquier otro fin, con tu consentimiento.
        </li>
      </ul>

      <h2>Conservación de tus datos personales</h2>
      <p>
        La Empresa conservará tus datos personales solo durante el tiempo necesario para los fines
        establecidos en esta Política de Privacidad y en la medida necesaria para cumplir nuestras
        obligaciones legales, resolver conflictos y hacer cumplir nuestros acuerdos. Los datos de
        uso se conservan, por lo general, durante un periodo más corto, salvo cuando se utilizan
        para reforzar la seguridad o mejorar la funcionalidad de nuestro Servicio.
      </p>

      <h2>Transferencia de tus datos personales</h2>
      <p>
        Tu información, incluidos los datos personales, se trata en las oficinas de la Empresa y en
        cualquier otro lugar en el que se encuentren las partes que intervienen en el tratamiento.
        La Empresa tomará todas las medidas razonablemente necesarias para garantizar que tus datos
        se traten de forma segura y conforme a esta Política de Privacidad, y no se transferirán tus
        datos personales a ninguna organización ni país sin los controles adecuados.
      </p>

      <h2>Divulgación de tus datos personales</h2>
      <h3>Cumplimiento de la ley</h3>
      <p>
        En determinadas circunstancias, la Empresa puede estar obligada a divulgar tus datos
        personales si así lo exige la ley o en respuesta a solicitudes válidas de las autoridades
        públicas.
      </p>
      <h3>Otros requisitos legales</h3>
      <p>
        La Empresa puede divulgar tus datos personales si considera de buena fe que es necesario
        para cumplir una obligación legal, proteger y defender los derechos o bienes de la Empresa,
        prevenir o investigar posibles irregularidades relacionadas con el Servicio, proteger la
        seguridad personal de los usuarios del Servicio o del público, o protegerse frente a
        responsabilidades legales.
      </p>

      <h2>Seguridad de tus datos personales</h2>
      <p>
        La seguridad de tus datos personales es importante para nosotros, pero recuerda que ningún
        método de transmisión por Internet ni de almacenamiento electrónico es 100 % seguro. Aunque
        nos esforzamos por usar medios comercialmente aceptables para proteger tus datos personales,
        no podemos garantizar su seguridad absoluta.
      </p>

      <h2>Privacidad de los menores</h2>
      <p>
        Nuestro Servicio no se dirige a menores de 13 años. No recogemos conscientemente información
        personal de menores de 13 años. Si eres padre, madre o tutor y sabes que tu hijo nos ha
        facilitado datos personales, ponte en contacto con nosotros. Si descubrimos que hemos
        recogido datos personales de un menor de 13 años sin verificar el consentimiento de sus
        padres, tomamos medidas para eliminar esa información de nuestros servidores.
      </p>

      <h2>Enlaces a otros sitios web</h2>
      <p>
        Nuestro Servicio puede contener enlaces a otros sitios web que no gestionamos nosotros. Si
        haces clic en un enlace de un tercero, irás al sitio de ese tercero. Te recomendamos
        encarecidamente que revises la Política de Privacidad de cada sitio que visites. No tenemos
        control ni asumimos responsabilidad alguna sobre el contenido, las políticas de privacidad o
        las prácticas de sitios o servicios de terceros.
      </p>

      <h2>Cambios en esta Política de Privacidad</h2>
      <p>
        Podemos actualizar nuestra Política de Privacidad periódicamente. Te avisaremos de cualquier
        cambio publicando la nueva Política de Privacidad en esta página y actualizando la fecha de
        &quot;Última actualización&quot; que figura al principio. Te recomendamos que revises esta
        Política de Privacidad de vez en cuando por si hubiera cambios.
      </p>

      <h2>Contacto</h2>
      <p>
        Si tienes alguna pregunta sobre esta Política de Privacidad, puedes escribirnos por correo
        electrónico: <a href={`mailto:${email}`}>{email}</a>
      </p>
    </>
  );
}
